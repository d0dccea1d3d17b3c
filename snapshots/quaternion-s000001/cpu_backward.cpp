template <bool wp_linear_contiguous>
static void quaternion_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_quaternion_s000001 *_wp_args,
    wp_args_quaternion_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::quat_t<wp::float32>> var_b = _wp_args->b;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out = _wp_args->out;
    wp::array_t<wp::quat_t<wp::float32>> adj_b = _wp_adj_args->b;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::quat_t<wp::float32>* var_3;
    wp::quat_t<wp::float32> var_4;
    wp::quat_t<wp::float32> var_5;
    wp::mat_t<3, 3, wp::float32> var_6;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::quat_t<wp::float32> adj_3 = {};
    wp::quat_t<wp::float32> adj_4 = {};
    wp::quat_t<wp::float32> adj_5 = {};
    wp::mat_t<3, 3, wp::float32> adj_6 = {};
    //---------
    // forward
    // def quaternion_s000001(                                                                <L 12>
    // i, j, k = wp.tid()                                                                     <L 16>
    builtin_tid3d(var_0, var_1, var_2);
    // x1 = wp.normalize(b[i, j, k])                                                          <L 17>
    var_3 = wp::address(var_b, var_0, var_1, var_2);
    var_5 = wp::load(var_3);
    var_4 = wp::normalize(var_5);
    // out[i, j, k] = quaternion_s000001_combine(x1)                                          <L 18>
    var_6 = quaternion_s000001_combine_0(var_4);
    // wp::array_store(var_out, var_0, var_1, var_2, var_6);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_1, var_2, var_6, adj_out, adj_0, adj_1, adj_2, adj_6);
    adj_quaternion_s000001_combine_0(var_4, adj_4, adj_6);
    // adj: out[i, j, k] = quaternion_s000001_combine(x1)                                     <L 18>
    wp::adj_normalize(var_5, adj_3, adj_4);
    wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_3);
    // adj: x1 = wp.normalize(b[i, j, k])                                                     <L 17>
    // adj: i, j, k = wp.tid()                                                                <L 16>
    // adj: def quaternion_s000001(                                                           <L 12>
    return;
}