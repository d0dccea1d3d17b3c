extern "C" __global__ void make_rigid_body_s000000__locals__rigid_body_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_a,
    wp::array_t<wp::quat_t<wp::float32>> var_b,
    wp::array_t<wp::vec_t<6, wp::float32>> var_c,
    wp::array_t<wp::vec_t<6, wp::float32>> var_d,
    wp::array_t<wp::vec_t<6, wp::float32>> var_out,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_a,
    wp::array_t<wp::quat_t<wp::float32>> adj_b,
    wp::array_t<wp::vec_t<6, wp::float32>> adj_c,
    wp::array_t<wp::vec_t<6, wp::float32>> adj_d,
    wp::array_t<wp::vec_t<6, wp::float32>> adj_out)
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
        wp::quat_t<wp::float32>* var_2;
        wp::quat_t<wp::float32> var_3;
        wp::quat_t<wp::float32> var_4;
        wp::vec_t<3, wp::float32>* var_5;
        wp::transform_t<wp::float32> var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::vec_t<6, wp::float32>* var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::vec_t<6, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::vec_t<6, wp::float32>* var_12;
        wp::vec_t<3, wp::float32> var_13;
        wp::vec_t<6, wp::float32> var_14;
        wp::vec_t<3, wp::float32> var_15;
        wp::vec_t<3, wp::float32> var_16;
        wp::vec_t<6, wp::float32>* var_17;
        wp::vec_t<3, wp::float32> var_18;
        wp::vec_t<6, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::vec_t<3, wp::float32> var_22;
        wp::vec_t<6, wp::float32> var_23;
        const wp::float32 var_24 = 0.25;
        wp::vec_t<6, wp::float32> var_25;
        wp::vec_t<6, wp::float32>* var_26;
        const wp::float32 var_27 = 2.0;
        wp::vec_t<6, wp::float32> var_28;
        wp::vec_t<6, wp::float32> var_29;
        wp::vec_t<6, wp::float32> var_30;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::quat_t<wp::float32> adj_2 = {};
        wp::quat_t<wp::float32> adj_3 = {};
        wp::quat_t<wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::transform_t<wp::float32> adj_6 = {};
        wp::vec_t<3, wp::float32> adj_7 = {};
        wp::vec_t<6, wp::float32> adj_8 = {};
        wp::vec_t<3, wp::float32> adj_9 = {};
        wp::vec_t<6, wp::float32> adj_10 = {};
        wp::vec_t<3, wp::float32> adj_11 = {};
        wp::vec_t<6, wp::float32> adj_12 = {};
        wp::vec_t<3, wp::float32> adj_13 = {};
        wp::vec_t<6, wp::float32> adj_14 = {};
        wp::vec_t<3, wp::float32> adj_15 = {};
        wp::vec_t<3, wp::float32> adj_16 = {};
        wp::vec_t<6, wp::float32> adj_17 = {};
        wp::vec_t<3, wp::float32> adj_18 = {};
        wp::vec_t<6, wp::float32> adj_19 = {};
        wp::vec_t<3, wp::float32> adj_20 = {};
        wp::vec_t<3, wp::float32> adj_21 = {};
        wp::vec_t<3, wp::float32> adj_22 = {};
        wp::vec_t<6, wp::float32> adj_23 = {};
        wp::float32 adj_24 = {};
        wp::vec_t<6, wp::float32> adj_25 = {};
        wp::vec_t<6, wp::float32> adj_26 = {};
        wp::float32 adj_27 = {};
        wp::vec_t<6, wp::float32> adj_28 = {};
        wp::vec_t<6, wp::float32> adj_29 = {};
        wp::vec_t<6, wp::float32> adj_30 = {};
        //---------
        // forward
        // def rigid_body_s000000(                                                                <L 8>
        // i, j = wp.tid()                                                                        <L 15>
        builtin_tid2d(var_0, var_1);
        // x0 = wp.normalize(b[i, j])                                                             <L 16>
        var_2 = wp::address(var_b, var_0, var_1);
        var_4 = wp::load(var_2);
        var_3 = wp::normalize(var_4);
        // x1 = wp.transform(a[i, j], x0)                                                         <L 17>
        var_5 = wp::address(var_a, var_0, var_1);
        var_7 = wp::load(var_5);
        var_6 = wp::transform_t<wp::float32>(var_7, var_3);
        // x2 = wp.spatial_vector(wp.transform_vector(x1, wp.spatial_top(c[i, j])), wp.transform_vector(x1, wp.spatial_bottom(c[i, j])) + wp.cross(wp.transform_get_translation(x1), wp.transform_vector(x1, wp.spatial_top(c[i, j]))))       <L 18>
        var_8 = wp::address(var_c, var_0, var_1);
        var_10 = wp::load(var_8);
        var_9 = wp::spatial_top(var_10);
        var_11 = wp::transform_vector(var_6, var_9);
        var_12 = wp::address(var_c, var_0, var_1);
        var_14 = wp::load(var_12);
        var_13 = wp::spatial_bottom(var_14);
        var_15 = wp::transform_vector(var_6, var_13);
        var_16 = wp::transform_get_translation(var_6);
        var_17 = wp::address(var_c, var_0, var_1);
        var_19 = wp::load(var_17);
        var_18 = wp::spatial_top(var_19);
        var_20 = wp::transform_vector(var_6, var_18);
        var_21 = wp::cross(var_16, var_20);
        var_22 = wp::add(var_15, var_21);
        var_23 = wp::vec_t<6, wp::float32>(var_11, var_22);
        // x3 = x2 * scale                                                                        <L 19>
        var_25 = wp::mul(var_23, var_24);
        // x4 = x3 + d[i, j] * offset                                                             <L 20>
        var_26 = wp::address(var_d, var_0, var_1);
        var_29 = wp::load(var_26);
        var_28 = wp::mul(var_29, var_27);
        var_30 = wp::add(var_25, var_28);
        // out[i, j] = x4                                                                         <L 21>
        // wp::array_store(var_out, var_0, var_1, var_30);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_1, var_30, adj_out, adj_0, adj_1, adj_30);
        // adj: out[i, j] = x4                                                                    <L 21>
        wp::adj_add(var_25, var_28, adj_25, adj_28, adj_30);
        wp::adj_mul(var_29, var_27, adj_26, adj_27, adj_28);
        wp::adj_address(var_d, var_0, var_1, adj_d, adj_0, adj_1, adj_26);
        // adj: x4 = x3 + d[i, j] * offset                                                        <L 20>
        wp::adj_mul(var_23, var_24, adj_23, adj_24, adj_25);
        // adj: x3 = x2 * scale                                                                   <L 19>
        wp::adj_vec_t(var_11, var_22, adj_11, adj_22, adj_23);
        wp::adj_add(var_15, var_21, adj_15, adj_21, adj_22);
        wp::adj_cross(var_16, var_20, adj_16, adj_20, adj_21);
        wp::adj_transform_vector(var_6, var_18, adj_6, adj_18, adj_20);
        wp::adj_spatial_top(var_19, adj_17, adj_18);
        wp::adj_address(var_c, var_0, var_1, adj_c, adj_0, adj_1, adj_17);
        wp::adj_transform_get_translation(var_6, adj_6, adj_16);
        wp::adj_transform_vector(var_6, var_13, adj_6, adj_13, adj_15);
        wp::adj_spatial_bottom(var_14, adj_12, adj_13);
        wp::adj_address(var_c, var_0, var_1, adj_c, adj_0, adj_1, adj_12);
        wp::adj_transform_vector(var_6, var_9, adj_6, adj_9, adj_11);
        wp::adj_spatial_top(var_10, adj_8, adj_9);
        wp::adj_address(var_c, var_0, var_1, adj_c, adj_0, adj_1, adj_8);
        // adj: x2 = wp.spatial_vector(wp.transform_vector(x1, wp.spatial_top(c[i, j])), wp.transform_vector(x1, wp.spatial_bottom(c[i, j])) + wp.cross(wp.transform_get_translation(x1), wp.transform_vector(x1, wp.spatial_top(c[i, j]))))  <L 18>
        wp::adj_transform_t(var_7, var_3, adj_5, adj_3, adj_6);
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_5);
        // adj: x1 = wp.transform(a[i, j], x0)                                                    <L 17>
        wp::adj_normalize(var_4, adj_2, adj_3);
        wp::adj_address(var_b, var_0, var_1, adj_b, adj_0, adj_1, adj_2);
        // adj: x0 = wp.normalize(b[i, j])                                                        <L 16>
        // adj: i, j = wp.tid()                                                                   <L 15>
        // adj: def rigid_body_s000000(                                                           <L 8>
        continue;
    }
}