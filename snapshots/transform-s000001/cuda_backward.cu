extern "C" __global__ void transform_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_a,
    wp::array_t<wp::quat_t<wp::float32>> var_b,
    wp::array_t<wp::transform_t<wp::float32>> var_c,
    wp::array_t<wp::vec_t<3, wp::float32>> var_d,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_a,
    wp::array_t<wp::quat_t<wp::float32>> adj_b,
    wp::array_t<wp::transform_t<wp::float32>> adj_c,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_d,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::int32 var_1;
        wp::int32 var_2;
        wp::quat_t<wp::float32>* var_3;
        wp::quat_t<wp::float32> var_4;
        wp::quat_t<wp::float32> var_5;
        wp::vec_t<3, wp::float32>* var_6;
        wp::transform_t<wp::float32> var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::transform_t<wp::float32>* var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::transform_t<wp::float32> var_11;
        wp::transform_t<wp::float32>* var_12;
        wp::quat_t<wp::float32> var_13;
        wp::transform_t<wp::float32> var_14;
        wp::quat_t<wp::float32> var_15;
        wp::transform_t<wp::float32> var_16;
        wp::transform_t<wp::float32> var_17;
        wp::transform_t<wp::float32> var_18;
        wp::transform_t<wp::float32> var_19;
        wp::vec_t<3, wp::float32>* var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::vec_t<3, wp::float32> var_22;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::quat_t<wp::float32> adj_3 = {};
        wp::quat_t<wp::float32> adj_4 = {};
        wp::quat_t<wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::transform_t<wp::float32> adj_7 = {};
        wp::vec_t<3, wp::float32> adj_8 = {};
        wp::transform_t<wp::float32> adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::transform_t<wp::float32> adj_11 = {};
        wp::transform_t<wp::float32> adj_12 = {};
        wp::quat_t<wp::float32> adj_13 = {};
        wp::transform_t<wp::float32> adj_14 = {};
        wp::quat_t<wp::float32> adj_15 = {};
        wp::transform_t<wp::float32> adj_16 = {};
        wp::transform_t<wp::float32> adj_17 = {};
        wp::transform_t<wp::float32> adj_18 = {};
        wp::transform_t<wp::float32> adj_19 = {};
        wp::vec_t<3, wp::float32> adj_20 = {};
        wp::vec_t<3, wp::float32> adj_21 = {};
        wp::vec_t<3, wp::float32> adj_22 = {};
        //---------
        // forward
        // def transform_s000001(                                                                 <L 7>
        // i, j, k = wp.tid()                                                                     <L 14>
        builtin_tid3d(var_0, var_1, var_2);
        // x0 = wp.normalize(b[i, j, k])                                                          <L 15>
        var_3 = wp::address(var_b, var_0, var_1, var_2);
        var_5 = wp::load(var_3);
        var_4 = wp::normalize(var_5);
        // x1 = wp.transform(a[i, j, k], x0)                                                      <L 16>
        var_6 = wp::address(var_a, var_0, var_1, var_2);
        var_8 = wp::load(var_6);
        var_7 = wp::transform_t<wp::float32>(var_8, var_4);
        // x2 = wp.transform(wp.transform_get_translation(c[i, j, k]), wp.normalize(wp.transform_get_rotation(c[i, j, k])))       <L 17>
        var_9 = wp::address(var_c, var_0, var_1, var_2);
        var_11 = wp::load(var_9);
        var_10 = wp::transform_get_translation(var_11);
        var_12 = wp::address(var_c, var_0, var_1, var_2);
        var_14 = wp::load(var_12);
        var_13 = wp::transform_get_rotation(var_14);
        var_15 = wp::normalize(var_13);
        var_16 = wp::transform_t<wp::float32>(var_10, var_15);
        // x3 = wp.transform_multiply(x1, x2)                                                     <L 18>
        var_17 = wp::transform_multiply(var_7, var_16);
        // x4 = wp.transform_inverse(x1) * x3                                                     <L 19>
        var_18 = wp::transform_inverse(var_7);
        var_19 = wp::mul(var_18, var_17);
        // out[i, j, k] = wp.transform_point(x4, d[i, j, k])                                      <L 20>
        var_20 = wp::address(var_d, var_0, var_1, var_2);
        var_22 = wp::load(var_20);
        var_21 = wp::transform_point(var_19, var_22);
        // wp::array_store(var_out, var_0, var_1, var_2, var_21);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_1, var_2, var_21, adj_out, adj_0, adj_1, adj_2, adj_21);
        wp::adj_transform_point(var_19, var_22, adj_19, adj_20, adj_21);
        wp::adj_address(var_d, var_0, var_1, var_2, adj_d, adj_0, adj_1, adj_2, adj_20);
        // adj: out[i, j, k] = wp.transform_point(x4, d[i, j, k])                                 <L 20>
        wp::adj_mul(var_18, var_17, adj_18, adj_17, adj_19);
        wp::adj_transform_inverse(var_7, adj_7, adj_18);
        // adj: x4 = wp.transform_inverse(x1) * x3                                                <L 19>
        wp::adj_transform_multiply(var_7, var_16, adj_7, adj_16, adj_17);
        // adj: x3 = wp.transform_multiply(x1, x2)                                                <L 18>
        wp::adj_transform_t(var_10, var_15, adj_10, adj_15, adj_16);
        wp::adj_normalize(var_13, adj_13, adj_15);
        wp::adj_transform_get_rotation(var_14, adj_12, adj_13);
        wp::adj_address(var_c, var_0, var_1, var_2, adj_c, adj_0, adj_1, adj_2, adj_12);
        wp::adj_transform_get_translation(var_11, adj_9, adj_10);
        wp::adj_address(var_c, var_0, var_1, var_2, adj_c, adj_0, adj_1, adj_2, adj_9);
        // adj: x2 = wp.transform(wp.transform_get_translation(c[i, j, k]), wp.normalize(wp.transform_get_rotation(c[i, j, k])))  <L 17>
        wp::adj_transform_t(var_8, var_4, adj_6, adj_4, adj_7);
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_6);
        // adj: x1 = wp.transform(a[i, j, k], x0)                                                 <L 16>
        wp::adj_normalize(var_5, adj_3, adj_4);
        wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_3);
        // adj: x0 = wp.normalize(b[i, j, k])                                                     <L 15>
        // adj: i, j, k = wp.tid()                                                                <L 14>
        // adj: def transform_s000001(                                                            <L 7>
        continue;
    }
}