extern "C" __global__ void mesh_eval_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_points,
    wp::array_t<wp::int32> var_indices,
    wp::array_t<wp::int32> var_face,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_c,
    wp::array_t<wp::vec_t<3, wp::float32>> var_d,
    wp::uint64 var_mesh,
    wp::array_t<wp::float32> var_out)
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
        wp::int32* var_1;
        wp::float32* var_2;
        const wp::float32 var_3 = 1.0;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::int32 var_11;
        wp::float32 var_12;
        wp::vec_t<3, wp::float32>* var_13;
        wp::vec_t<3, wp::float32> var_14;
        wp::vec_t<3, wp::float32> var_15;
        wp::float32 var_16;
        //---------
        // forward
        // def mesh_eval_s000002(                                                                 <L 9>
        // i = wp.tid()                                                                           <L 19>
        var_0 = builtin_tid1d();
        // x0 = wp.mesh_eval_position(mesh, face[i], b[i], (SCALE - b[i]) * c[i])                 <L 20>
        var_1 = wp::address(var_face, var_0);
        var_2 = wp::address(var_b, var_0);
        var_4 = wp::address(var_b, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::sub(var_3, var_6);
        var_7 = wp::address(var_c, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::mul(var_5, var_9);
        var_11 = wp::load(var_1);
        var_12 = wp::load(var_2);
        var_10 = wp::mesh_eval_position(var_mesh, var_11, var_12, var_8);
        // out[i] = wp.length(x0 - d[i])                                                          <L 21>
        var_13 = wp::address(var_d, var_0);
        var_15 = wp::load(var_13);
        var_14 = wp::sub(var_10, var_15);
        var_16 = wp::length(var_14);
        wp::array_store(var_out, var_0, var_16);
    }
}