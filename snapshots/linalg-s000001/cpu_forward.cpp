struct wp_args_make_linalg_s000001__locals__linalg_s000001 {
    wp::array_t<wp::vec_t<4, wp::float32>> a;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void make_linalg_s000001__locals__linalg_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_make_linalg_s000001__locals__linalg_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<4, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::vec_t<4, wp::float32>* var_2;
    wp::vec_t<4, wp::float32>* var_3;
    wp::vec_t<4, wp::float32> var_4;
    wp::vec_t<4, wp::float32> var_5;
    const wp::float32 var_6 = 1.0;
    wp::vec_t<4, wp::float32> var_7;
    wp::vec_t<4, wp::float32> var_8;
    wp::vec_t<4, wp::float32> var_9;
    wp::vec_t<4, wp::float32> var_10;
    wp::float32 var_11;
    //---------
    // forward
    // def linalg_s000001(                                                                    <L 13>
    // i, j = wp.tid()                                                                        <L 17>
    builtin_tid2d(var_0, var_1);
    // x0 = wp.cw_div(a[i, j], wp.abs(a[i, j]) + wp.vec4(scale, scale, scale, scale))         <L 18>
    var_2 = wp::address(var_a, var_0, var_1);
    var_3 = wp::address(var_a, var_0, var_1);
    var_5 = wp::load(var_3);
    var_4 = wp::abs(var_5);
    var_7 = wp::vec_t<4, wp::float32>(var_6, var_6, var_6, var_6);
    var_8 = wp::add(var_4, var_7);
    var_10 = wp::load(var_2);
    var_9 = wp::cw_div(var_10, var_8);
    // out[i, j] = linalg_s000001_combine(x0)                                                 <L 19>
    var_11 = linalg_s000001_combine_0(var_9);
    wp::array_store(var_out, var_0, var_1, var_11);
}