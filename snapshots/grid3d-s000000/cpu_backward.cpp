template <bool wp_linear_contiguous>
static void grid3d_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_grid3d_s000000 *_wp_args,
    wp_args_grid3d_s000000 *_wp_adj_args)
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
    wp::int32 var_2;
    const wp::int32 var_3 = 1;
    wp::int32 var_4;
    wp::float32* var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::int32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    //---------
    // forward
    // def grid3d_s000000(                                                                    <L 16>
    // i, j, k = wp.tid()                                                                     <L 20>
    builtin_tid3d(var_0, var_1, var_2);
    // out[i, j, k] = grid3d_s000000_combine(a[i, j, k + 1], a[i, j, k])                      <L 21>
    var_4 = wp::add(var_2, var_3);
    var_5 = wp::address(var_a, var_0, var_1, var_4);
    var_6 = wp::address(var_a, var_0, var_1, var_2);
    var_8 = wp::load(var_5);
    var_9 = wp::load(var_6);
    var_7 = grid3d_s000000_combine_0(var_8, var_9);
    // wp::array_store(var_out, var_0, var_1, var_2, var_7);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_1, var_2, var_7, adj_out, adj_0, adj_1, adj_2, adj_7);
    adj_grid3d_s000000_combine_0(var_8, var_9, adj_5, adj_6, adj_7);
    wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_6);
    wp::adj_address(var_a, var_0, var_1, var_4, adj_a, adj_0, adj_1, adj_4, adj_5);
    wp::adj_add(var_2, var_3, adj_2, adj_3, adj_4);
    // adj: out[i, j, k] = grid3d_s000000_combine(a[i, j, k + 1], a[i, j, k])                 <L 21>
    // adj: i, j, k = wp.tid()                                                                <L 20>
    // adj: def grid3d_s000000(                                                               <L 16>
    return;
}