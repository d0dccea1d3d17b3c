struct wp_args_grid2d_s000000 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void grid2d_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_grid2d_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    const wp::int32 var_2 = 2;
    wp::int32 var_3;
    wp::float32* var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::float32 var_9 = 0.5;
    wp::float32 var_10;
    //---------
    // forward
    // def grid2d_s000000(                                                                    <L 7>
    // i, j = wp.tid()                                                                        <L 11>
    builtin_tid2d(var_0, var_1);
    // out[i, j] = a[i, j + 2] * a[i, j] * 0.5                                                <L 12>
    var_3 = wp::add(var_1, var_2);
    var_4 = wp::address(var_a, var_0, var_3);
    var_5 = wp::address(var_a, var_0, var_1);
    var_7 = wp::load(var_4);
    var_8 = wp::load(var_5);
    var_6 = wp::mul(var_7, var_8);
    var_10 = wp::mul(var_6, var_9);
    wp::array_store(var_out, var_0, var_1, var_10);
}