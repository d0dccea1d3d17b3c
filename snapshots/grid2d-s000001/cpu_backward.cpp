template <bool wp_linear_contiguous>
static void grid2d_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_grid2d_s000001 *_wp_args,
    wp_args_grid2d_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::float32* var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    //---------
    // forward
    // def grid2d_s000001(                                                                    <L 7>
    // i, j = wp.tid()                                                                        <L 11>
    builtin_tid2d(var_0, var_1);
    // out[i, j] = a[i, j]                                                                    <L 12>
    var_2 = wp::address(var_a, var_0, var_1);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // wp::array_store(var_out, var_0, var_1, var_3);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_1, var_3, adj_out, adj_0, adj_1, adj_3);
    wp::adj_copy(var_4, adj_2, adj_3);
    wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_2);
    // adj: out[i, j] = a[i, j]                                                               <L 12>
    // adj: i, j = wp.tid()                                                                   <L 11>
    // adj: def grid2d_s000001(                                                               <L 7>
    return;
}