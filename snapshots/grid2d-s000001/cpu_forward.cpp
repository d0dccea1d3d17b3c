struct wp_args_grid2d_s000001 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void grid2d_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_grid2d_s000001 *_wp_args)
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
    wp::float32* var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    //---------
    // forward
    // def grid2d_s000001(                                                                    <L 7>
    // i, j = wp.tid()                                                                        <L 11>
    builtin_tid2d(var_0, var_1);
    // out[i, j] = a[i, j]                                                                    <L 12>
    var_2 = wp::address(var_a, var_0, var_1);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    wp::array_store(var_out, var_0, var_1, var_3);
}